export default function TakePhotoPage() {
  return <div className="p-4">Fitur sedang dibangun</div>;
}
