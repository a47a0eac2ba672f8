export default function HistoryListPage() {
  return <div className="p-4">Fitur sedang dibangun</div>;
}
