import type { UserDetail } from '@parca/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Typography } from 'antd';
import { updateUser, userKeys } from '../../api/users';
import { toast } from '../../ui/kit/toast';
import { useSubmit } from '../../ui/useSubmit';
import { pricingTexts as t } from './messages';
import { RulesEditor, type RuleValues, toRules } from './RulesEditor';

type Values = { priceRules: RuleValues[] };

/** The dealer's own price rules on their page: saved on their own (the profile form keeps the 'all' discount). */
export function DealerRulesCard({ user }: { user: UserDetail }) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const save = async (values: Values) => {
    const saved = await updateUser(user.id, { priceRules: toRules(values.priceRules) });
    queryClient.setQueryData(userKeys.detail(user.id), saved);
    form.setFieldsValue({ priceRules: saved.priceRules as RuleValues[] });
    await queryClient.invalidateQueries({ queryKey: ['price-groups'] });
    toast.success(t.ownRulesSaved);
  };
  const submit = useSubmit(form, save, t.saveFailed);
  return (
    <Card title={t.ownRulesTitle} data-testid="dealer-rules">
      <Typography.Paragraph type="secondary">{t.ownRulesIntro}</Typography.Paragraph>
      <Form<Values>
        {...submit.form}
        key={JSON.stringify(user.priceRules)}
        initialValues={{ priceRules: user.priceRules as RuleValues[] }}
      >
        <RulesEditor name="priceRules" />
        <div className="usr-form-foot">
          <span />
          <Button type="primary" htmlType="submit" loading={submit.busy}>
            {t.save}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
