// `import MapKit` on platforms without Apple's MapKit: the map geometry (regions, spans, Web
// Mercator map points and rectangles), map items and placemarks, searches and directions that
// find nothing, and MapKit for SwiftUI — `Map` with its content builder, markers, annotations
// and overlays — drawn as a plain, labelled map placeholder with the content placed by the Web
// Mercator projection. Like Apple's MapKit it re-exports CoreLocation (and so Foundation).
@_exported import CoreLocation
