// Moved to ui/ so that approval pages show selfies the same way.
export { PrivatePhoto } from '../../ui/PrivatePhoto';
