export default function JabatanListPage() {
  return <div className="p-4">JabatanListPage</div>;
}
