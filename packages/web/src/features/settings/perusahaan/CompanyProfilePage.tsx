export default function CompanyProfilePage() {
  return <div className="p-4">CompanyProfilePage</div>;
}
