/** What other modules may use of the imports: the zip reader that caps what each entry inflates to. */
export {
  InflateLimit,
  InflateLimitError,
  type InflateLimits,
  UnreadableZipError,
  type ZipEntry,
} from './zip-limits.ts';
