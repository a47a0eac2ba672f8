export default function FaceRegistrationPage() {
  return <div className="p-4">Fitur sedang dibangun</div>;
}
