export default function CompanyPage() {
  return <div className="p-4">CompanyPage</div>;
}
