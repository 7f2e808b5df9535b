import { compareTurkish, email, PROVINCES, roleNames, roleValues, userCreate } from '@parca/contract';
import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { DecimalInput, decimalRules } from '../../ui/DecimalInput';
import { rulesFor, textLimits } from '../../ui/formRules';
import { trSelectSearch } from '../../ui/selectSearch';
import { auth } from '../auth';
import { PriceGroupField } from '../pricing';
import { users as t } from './messages';

const fields = userCreate.shape;
const emailRules = rulesFor(email, { label: auth.emailSubject, invalid: auth.emailInvalid });

/** The 81 provinces in Turkish order, each findable by its plate number too ("34" finds İstanbul). */
const provinceOptions = PROVINCES.map((name, i) => ({
  value: name,
  label: name,
  search: `${String(i + 1).padStart(2, '0')} ${name}`,
})).sort((a, b) => compareTurkish(a.label, b.label));

export const roleOptions = roleValues.map((r) => ({ value: r, label: roleNames[r] }));

/**
 * Every field of a user (userCreate; with `withActive`, userUpdate's "Aktif" too), with the contract's rules: a 400
 * from the server lands under the field it names, since the form's names are the body's.
 */
export function UserFields({ withActive = false, autoFocus = false }: { withActive?: boolean; autoFocus?: boolean }) {
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item name="email" label={t.fieldEmail} rules={emailRules} validateDebounce={500}>
          <Input type="email" inputMode="email" autoComplete="off" autoFocus={autoFocus} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="name" label={t.fieldName} rules={rulesFor(fields.name)}>
          <Input autoComplete="off" {...textLimits(fields.name)} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="companyName" label={t.fieldCompany} rules={rulesFor(fields.companyName)}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="phone" label={t.fieldPhone} rules={rulesFor(fields.phone)} validateDebounce={500}>
          <Input type="tel" inputMode="tel" autoComplete="off" placeholder={t.phonePlaceholder} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="taxOffice" label={t.fieldTaxOffice} rules={rulesFor(fields.taxOffice)}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="taxNumber"
          label={t.fieldTaxNumber}
          rules={rulesFor(fields.taxNumber)}
          validateDebounce={500}
          tooltip={t.taxNumberHelp}
        >
          <Input inputMode="numeric" autoComplete="off" maxLength={11} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="address" label={t.fieldAddress} rules={rulesFor(fields.address)}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="city" label={t.fieldCity} rules={rulesFor(fields.city)}>
          <Select
            allowClear
            showSearch={trSelectSearch}
            options={provinceOptions}
            placeholder={t.cityPlaceholder}
            aria-label={t.fieldCity}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="role" label={t.fieldRole} rules={[{ required: true, message: t.roleRequired }]}>
          <Select options={roleOptions} aria-label={t.fieldRole} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="discountPercent" label={t.fieldDiscount} rules={decimalRules(fields.discountPercent)}>
          <DecimalInput schema={fields.discountPercent} prefix="%" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <PriceGroupField />
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="creditLimitUsd"
          label={t.fieldLimit}
          rules={decimalRules(fields.creditLimitUsd)}
          tooltip={t.limitHelp}
        >
          <DecimalInput schema={fields.creditLimitUsd} prefix="$" placeholder={t.noLimit} />
        </Form.Item>
      </Col>
      {withActive && (
        <Col xs={24}>
          <Form.Item name="active" label={t.fieldActive} valuePropName="checked" extra={t.activeHelp}>
            <Switch checkedChildren={t.active} unCheckedChildren={t.passive} />
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}
