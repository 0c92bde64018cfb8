/** Agent centre: the hourly salary contract page (lazy chunk of its own). */
import { ContractPage } from './contract-page';

export default function HourSalaryPage() {
  return <ContractPage kind="hourly_salary" />;
}
