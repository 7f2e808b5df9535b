import { type CompanyDetails, companyDetails, limitsOf } from '@parca/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Skeleton, Typography } from 'antd';
import { getCompanyDetails, settingsKeys, updateCompanyDetails } from '../../api/settings';
import { rulesFor, textLimits } from '../../ui/formRules';
import { toast } from '../../ui/kit/toast';
import { LoadError } from '../../ui/LoadError';
import { useSubmit } from '../../ui/useSubmit';
import { companyTexts as t } from './messages';

const fields = companyDetails.shape;
const label = (key: keyof typeof fields) => limitsOf(fields[key]).label;

/** "Firma bilgileri": the name, address, phone, e-mail and logo every mail carries. */
export function CompanySettings() {
  const query = useQuery({ queryKey: settingsKeys.company, queryFn: getCompanyDetails });
  return (
    <Card title={t.title} className="set-card" data-testid="company-settings">
      {query.isError && !query.data ? (
        <LoadError error={query.error} fallback={t.loadFailed} retry={query.refetch} />
      ) : query.data ? (
        <CompanyForm details={query.data} />
      ) : (
        <Skeleton active paragraph={{ rows: 5 }} />
      )}
    </Card>
  );
}

function CompanyForm({ details }: { details: CompanyDetails }) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CompanyDetails>();
  const submit = useSubmit(
    form,
    async (values: CompanyDetails) => {
      queryClient.setQueryData(settingsKeys.company, await updateCompanyDetails(values));
      toast.success(t.saved);
    },
    t.saveFailed,
  );
  return (
    <Form<CompanyDetails> {...submit.form} name="company" initialValues={details}>
      <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
      <Form.Item label={label('name')} name="name" rules={rulesFor(fields.name)}>
        <Input {...textLimits(fields.name)} placeholder={t.namePlaceholder} autoComplete="organization" />
      </Form.Item>
      <Form.Item label={label('address')} name="address" rules={rulesFor(fields.address)}>
        <Input.TextArea {...textLimits(fields.address)} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item label={label('phone')} name="phone" rules={rulesFor(fields.phone)}>
        <Input {...textLimits(fields.phone)} inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item label={label('email')} name="email" rules={rulesFor(fields.email)}>
        <Input inputMode="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label={label('logoUrl')} name="logoUrl" extra={t.logoHelp} rules={rulesFor(fields.logoUrl)}>
        <Input inputMode="url" placeholder="https://" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submit.busy}>
        {t.save}
      </Button>
    </Form>
  );
}
