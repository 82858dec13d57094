// `import CoreLocation` on platforms without Apple's CoreLocation: coordinates, locations and
// the distance between them, computed as Apple's are, and the location services an app asks
// for (a location manager, a geocoder, regions) accepted with Apple's signatures. A preview has
// no device position: nothing is ever delivered. Apple's CoreLocation re-exports Foundation.
@_exported import Foundation
