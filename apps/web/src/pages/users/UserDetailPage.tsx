import { ArrowLeftOutlined } from '@ant-design/icons';
import { Role, type UserDetail } from '@parca/contract';
import { useQuery } from '@tanstack/react-query';
import { Col, Row } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { userQuery } from '../../api/users';
import { paths } from '../../paths';
import { DetailQuery } from '../../ui/DetailQuery';
import { PageHeader } from '../../ui/PageHeader';
import { positiveInt } from '../../ui/paging';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { DealerAccountPanel } from '../payments';
import { DealerRulesCard } from '../pricing';
import { users as t } from './messages';
import { PasswordLinkModal, type ShownLink } from './PasswordLinkModal';
import { UserLinksCard } from './UserLinksCard';
import { UserOrdersCard } from './UserOrdersCard';
import { UserProfileCard } from './UserProfileCard';
import { RoleTag, StatusTags } from './UserTags';
import './users.css';
import { ActivityPanel } from '../../ui/activity/ActivityTable';

const back = (
  <Link to={paths.adminUsers} className="usr-back">
    <ArrowLeftOutlined aria-hidden /> {t.backToList}
  </Link>
);

/** /admin/users/:id: profile, password links, and for a dealer their account (balance, statement, payments) and orders. */
export default function UserDetailPage() {
  const { id: idParam } = useParams();
  const id = positiveInt(idParam);
  const query = useQuery(userQuery(id));
  useDocumentTitle(query.data?.name);

  return (
    <DetailQuery validId={id !== undefined} query={query} back={back} loadFailed={t.loadFailed}>
      {(user) => <UserView user={user} />}
    </DetailQuery>
  );
}

function UserView({ user }: { user: UserDetail }) {
  const [shown, setShown] = useState<ShownLink | null>(null);
  // admins have no account: they neither order nor owe
  const dealer = user.role !== Role.Admin;
  return (
    <>
      {back}
      <PageHeader
        title={user.name}
        subtitle={[user.companyName, user.email].filter(Boolean).join(' · ')}
        extra={
          <span className="usr-tags">
            <RoleTag role={user.role} />
            <StatusTags user={user} />
          </span>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <UserProfileCard key={user.id} user={user} />
        </Col>
        <Col xs={24} xl={10}>
          <UserLinksCard user={user} onLink={setShown} />
        </Col>
        {dealer && (
          <Col xs={24}>
            <DealerRulesCard user={user} />
          </Col>
        )}
        {dealer && (
          <Col xs={24}>
            <DealerAccountPanel userId={user.id} />
          </Col>
        )}
        {dealer && (
          <Col xs={24}>
            <UserOrdersCard userId={user.id} />
          </Col>
        )}
        <Col xs={24}>
          <ActivityPanel entity="user" entityId={user.id} />
        </Col>
      </Row>
      <PasswordLinkModal shown={shown} onClose={() => setShown(null)} />
    </>
  );
}
