export default function AdminHistoryDetailPage() {
  return <div className="p-4">Fitur sedang dibangun</div>;
}
