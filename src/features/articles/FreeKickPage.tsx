// The page lives in free-kick/; its stories import it from here until they move there too.
export { FreeKickPage } from './free-kick/FreeKickPage';
