export default function CorrectionAddPage() {
  return <div className="p-4">Fitur sedang dibangun</div>;
}
