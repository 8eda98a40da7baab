import type { AudienceGroup } from '../../../contract/marketing.ts';
import { reachableEmail, reachablePhone } from '../../../contract/marketing.ts';
import { AudienceScreen } from '../../../features/marketing/components/audience-screen.tsx';
import type { Channel } from '../../../features/marketing/model/marketing.ts';
import { useManager } from '../../../lib/signed-in.ts';

/**
 * The Email and SMS screens: the marketing feature draws the audience; the customers feature's CSV
 * export (loaded on the tap) saves a group's reachable customers.
 */
export function AudiencePage({ channel }: { channel: Channel }) {
  const { today } = useManager();
  const exportList = async (type: AudienceGroup['type'], label: string) => {
    const { exportCustomers } = await import('../../../features/customers/api/export-customers.ts');
    return exportCustomers({ type }, label, today, (row) =>
      channel === 'EMAIL' ? reachableEmail(row.email) : reachablePhone(row.customerPhone),
    );
  };
  return <AudienceScreen channel={channel} exportList={exportList} />;
}
