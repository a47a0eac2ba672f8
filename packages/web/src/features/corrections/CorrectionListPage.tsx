export default function CorrectionListPage() {
  return <div className="p-4">Fitur sedang dibangun</div>;
}
