export default function HistoryDetailPage() {
  return <div className="p-4">Fitur sedang dibangun</div>;
}
