/** Agent centre: the realtime salary contract page (lazy chunk of its own). */
import { ContractPage } from './contract-page';

export default function RealtimeSalaryPage() {
  return <ContractPage kind="realtime_salary" />;
}
