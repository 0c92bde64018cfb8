/** Agent centre: the daily salary contract page (lazy chunk of its own). */
import { ContractPage } from './contract-page';

export default function DailyWagesPage() {
  return <ContractPage kind="daily_salary" />;
}
