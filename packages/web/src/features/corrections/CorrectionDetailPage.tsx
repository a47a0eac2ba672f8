export default function CorrectionDetailPage() {
  return <div className="p-4">Fitur sedang dibangun</div>;
}
