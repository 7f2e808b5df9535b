import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { catalogTransaction } from '../modules/catalog/index.ts';
import { type ProcessedImage, storeImages } from '../modules/images/index.ts';
import { demoCategories, modelParts, phoneCatalog, sharedProducts } from './catalog-data.ts';

/** Small: the model page's thumbnails are 240 px, and the product view shows the large one at most ~480 px wide. */
const LARGE = 480;
const THUMB = 240;
/** The label of a product sold for every brand (chargers, tools). */
export const ALL_BRANDS = 'Tüm markalar';

const ink = '#334155';
const accent = '#0f766e';
const glass = '#94a3b8';

/** A phone's outline (front or back), the base of many parts. */
const phone = (fill: string, extra = '') =>
  `<rect x="165" y="50" width="150" height="290" rx="26" fill="${fill}" stroke="${ink}" stroke-width="8"/>${extra}`;

/** Each category's silhouette, drawn in a 480 × 480 box above the labels (y < 360). */
const silhouettes: Record<string, string> = {
  Ekran: phone('#1e293b', `<rect x="180" y="70" width="120" height="250" rx="12" fill="${accent}" opacity=".55"/>`),
  'Ekran Camı': phone('#e2e8f0', `<path d="M190 80 L230 80 L190 140 Z" fill="#fff" opacity=".9"/>`),
  'Ekran Koruyucu': `<rect x="170" y="55" width="140" height="280" rx="24" fill="#e0f2fe" stroke="${glass}" stroke-width="6" stroke-dasharray="14 8"/><path d="M195 85 L240 85 L195 150 Z" fill="#fff"/>`,
  'Arka Kapak': phone(
    '#cbd5e1',
    `<rect x="180" y="68" width="62" height="62" rx="16" fill="${ink}"/><circle cx="198" cy="86" r="10" fill="#0f172a"/><circle cx="224" cy="112" r="10" fill="#0f172a"/>`,
  ),
  Kasa: `<rect x="165" y="50" width="150" height="290" rx="26" fill="none" stroke="${ink}" stroke-width="16"/><rect x="311" y="120" width="8" height="40" fill="${accent}"/>`,
  Kılıf: `<rect x="155" y="40" width="170" height="310" rx="34" fill="${accent}" opacity=".85"/><rect x="175" y="60" width="70" height="70" rx="18" fill="#f8fafc"/>`,
  Batarya: `<rect x="170" y="70" width="140" height="260" rx="14" fill="${ink}"/><rect x="215" y="52" width="50" height="22" rx="6" fill="${accent}"/><path d="M250 150 L220 210 L245 210 L230 260 L265 195 L240 195 Z" fill="#facc15"/>`,
  'Şarj Soketi': `<path d="M120 240 L360 240 L360 270 L120 270 Z" fill="${accent}"/><rect x="190" y="140" width="100" height="60" rx="30" fill="${ink}"/><rect x="210" y="160" width="60" height="20" rx="10" fill="#f8fafc"/><path d="M240 200 L240 240" stroke="${ink}" stroke-width="10"/>`,
  'Flex Kablo': `<path d="M110 120 C 200 120, 180 260, 280 260 L370 260" fill="none" stroke="${accent}" stroke-width="34" stroke-linecap="round"/><rect x="80" y="95" width="60" height="50" rx="6" fill="${ink}"/><rect x="350" y="235" width="60" height="50" rx="6" fill="${ink}"/>`,
  'Ön Kamera': `<rect x="180" y="150" width="120" height="90" rx="12" fill="${ink}"/><circle cx="240" cy="195" r="30" fill="#0f172a" stroke="${glass}" stroke-width="8"/><path d="M240 240 L240 320" stroke="${accent}" stroke-width="16"/>`,
  'Arka Kamera': `<rect x="150" y="110" width="180" height="180" rx="36" fill="${ink}"/><circle cx="200" cy="160" r="32" fill="#0f172a" stroke="${glass}" stroke-width="8"/><circle cx="280" cy="240" r="32" fill="#0f172a" stroke="${glass}" stroke-width="8"/><circle cx="280" cy="160" r="12" fill="#facc15"/>`,
  'Kamera Lensi': `<circle cx="240" cy="200" r="110" fill="none" stroke="${ink}" stroke-width="18"/><circle cx="240" cy="200" r="80" fill="#e0f2fe" stroke="${glass}" stroke-width="6"/><path d="M200 160 L230 150" stroke="#fff" stroke-width="10" stroke-linecap="round"/>`,
  Hoparlör: `<rect x="140" y="150" width="200" height="100" rx="20" fill="${ink}"/>${[0, 1, 2, 3, 4, 5]
    .map((i) => `<circle cx="${175 + i * 26}" cy="200" r="8" fill="#f8fafc"/>`)
    .join('')}`,
  Ahize: `<rect x="130" y="180" width="220" height="44" rx="22" fill="${ink}"/><rect x="170" y="195" width="140" height="14" rx="7" fill="${glass}"/>`,
  Mikrofon: `<rect x="205" y="100" width="70" height="140" rx="35" fill="${ink}"/><path d="M185 200 C 185 280, 295 280, 295 200" fill="none" stroke="${accent}" stroke-width="12"/><path d="M240 262 L240 310" stroke="${accent}" stroke-width="12"/>`,
  'Titreşim Motoru': `<rect x="150" y="160" width="180" height="80" rx="40" fill="${ink}"/><circle cx="330" cy="200" r="30" fill="${accent}"/><path d="M120 150 Q 105 200 120 250 M95 135 Q 75 200 95 265" fill="none" stroke="${glass}" stroke-width="8"/>`,
  'Sim Kart Yuvası': `<path d="M120 170 L330 170 L360 200 L330 230 L120 230 Z" fill="${ink}"/><rect x="170" y="180" width="80" height="40" rx="6" fill="#facc15"/>`,
  'Şarj Cihazı': `<rect x="170" y="110" width="140" height="170" rx="24" fill="#f8fafc" stroke="${ink}" stroke-width="8"/><rect x="200" y="70" width="14" height="44" fill="${ink}"/><rect x="266" y="70" width="14" height="44" fill="${ink}"/><rect x="220" y="240" width="40" height="16" rx="6" fill="${ink}"/>`,
  'Şarj Kablosu': `<path d="M160 110 C 60 220, 420 200, 320 320" fill="none" stroke="${ink}" stroke-width="16" stroke-linecap="round"/><rect x="140" y="70" width="40" height="60" rx="8" fill="${accent}"/><rect x="300" y="300" width="40" height="60" rx="8" fill="${accent}"/>`,
  Kulaklık: `<path d="M150 250 L150 200 C 150 110, 330 110, 330 200 L330 250" fill="none" stroke="${ink}" stroke-width="18"/><rect x="125" y="230" width="55" height="90" rx="22" fill="${accent}"/><rect x="300" y="230" width="55" height="90" rx="22" fill="${accent}"/>`,
  'Araç Tutucu': `<rect x="180" y="80" width="120" height="200" rx="18" fill="none" stroke="${ink}" stroke-width="12"/><path d="M160 130 L180 130 M300 130 L320 130" stroke="${accent}" stroke-width="18"/><path d="M240 280 L240 330" stroke="${ink}" stroke-width="16"/><circle cx="240" cy="340" r="22" fill="${accent}"/>`,
};

/** Tools and the rest: a toolbox. */
const generic = `<rect x="140" y="150" width="200" height="150" rx="16" fill="${accent}"/><path d="M200 150 L200 120 L280 120 L280 150" fill="none" stroke="${ink}" stroke-width="14"/><rect x="140" y="200" width="200" height="14" fill="${ink}"/>`;

const escapeXml = (text: string) => text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The drawing of one category's part for one brand, labelled with both. */
function pictureSvg(category: string, brand: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LARGE}" height="${LARGE}" viewBox="0 0 480 480">
<rect width="480" height="480" fill="#f1f5f9"/>${silhouettes[category] ?? generic}
<text x="240" y="405" font-family="sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="#0f172a">${escapeXml(category)}</text>
<text x="240" y="448" font-family="sans-serif" font-size="26" text-anchor="middle" fill="#475569">${escapeXml(brand)}</text>
</svg>`;
}

type SharpFn = typeof import('sharp')['default'];

async function drawPicture(sharp: SharpFn, category: string, brand: string): Promise<ProcessedImage> {
  const large = await sharp(Buffer.from(pictureSvg(category, brand)))
    .webp({ quality: 70, effort: 1 })
    .toBuffer();
  const thumb = await sharp(large).resize(THUMB, THUMB).webp({ quality: 70, effort: 1 }).toBuffer();
  const hash = crypto.createHash('sha256').update(large).digest('hex');
  return { hash, thumb, large, width: LARGE, height: LARGE };
}

export const pictureKey = (category: string, brand: string) => `${category}\u0000${brand}`;

/** Every (category, brand) the demo catalogue sells: each model's parts, cases and films, and the shared products. */
export function demoPictureKeys(): { category: string; brand: string }[] {
  const modelCategories = new Set([...modelParts.map((p) => p.category), 'Kılıf', 'Ekran Koruyucu']);
  const keys = new Map<string, { category: string; brand: string }>();
  for (const { brand } of phoneCatalog) {
    for (const category of modelCategories) keys.set(pictureKey(category, brand), { category, brand });
  }
  for (const shared of sharedProducts) {
    const brand = shared.brand ?? ALL_BRANDS;
    keys.set(pictureKey(shared.category, brand), { category: shared.category, brand });
  }
  return [...keys.values()].filter((k) => demoCategories.some((c) => c.name === k.category));
}

/**
 * Draws one picture per (category, brand), not per variant: ~90 small WebP pictures, started before the catalogue is
 * written so libvips draws them on its own threads while the database works.
 */
export async function drawDemoPictures(): Promise<Map<string, ProcessedImage>> {
  // Loaded here, not at the top: a server that seeds nothing never pays for libvips.
  const { default: sharp } = await import('sharp');
  const pictures = await Promise.all(
    demoPictureKeys().map(
      async (k) => [pictureKey(k.category, k.brand), await drawPicture(sharp, k.category, k.brand)] as const,
    ),
  );
  return new Map(pictures);
}

/**
 * Gives every demo product variant its (category, brand) picture in one catalogue transaction: the pictures in one
 * insert, the variants in one update. A product fitting models of several brands takes the "all brands" picture.
 */
export async function seedDemoPictures(db: Db, drawn: Promise<Map<string, ProcessedImage>>) {
  const pictures = await drawn;
  await catalogTransaction(db, async (tx) => {
    const ids = await storeImages(tx, [...pictures.values()]);
    const keys = [...pictures.keys()];
    const categories = keys.map((k) => k.split('\u0000')[0]);
    const brandNames = keys.map((k) => k.split('\u0000')[1]);
    const imageIds = keys.map((k) => ids.get((pictures.get(k) as ProcessedImage).hash) as number);
    await tx.execute(sql`
      with product_brand as (
        select pm.product_id, case when count(distinct b.id) = 1 then min(b.name) else ${ALL_BRANDS} end as brand
        from product_models pm
        join models m on m.id = pm.model_id
        join series s on s.id = m.series_id
        join brands b on b.id = s.brand_id
        group by pm.product_id
      )
      update product_variants pv set image_id = pic.image_id
      from products p, categories c, product_brand pb,
           unnest(${sql.param(categories)}::text[], ${sql.param(brandNames)}::text[], ${sql.param(imageIds)}::int[])
             as pic(category, brand, image_id)
      where p.id = pv.product_id and c.id = p.category_id and pb.product_id = p.id
        and pic.category = c.name and pic.brand = pb.brand`);
  });
}
