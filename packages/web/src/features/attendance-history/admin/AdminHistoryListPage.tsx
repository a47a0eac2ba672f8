export default function AdminHistoryListPage() {
  return <div className="p-4">Fitur sedang dibangun</div>;
}
