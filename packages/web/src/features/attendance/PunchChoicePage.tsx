export default function PunchChoicePage() {
  return <div className="p-4">Fitur sedang dibangun</div>;
}
