export { default } from '../forget/page';
