/// The WGS 84 ellipsoid, on which CoreLocation measures distances.
enum WGS84 {
    /// The equatorial radius, metres.
    static let semiMajorAxis = 6_378_137.0
    /// The flattening.
    static let flattening = 1 / 298.257_223_563
    /// The polar radius, metres.
    static let semiMinorAxis = semiMajorAxis * (1 - flattening)
    /// The mean radius (2a + b) / 3, metres.
    static let meanRadius = (2 * semiMajorAxis + semiMinorAxis) / 3
}

/// The length of the shortest path on the WGS 84 ellipsoid between two coordinates, in metres:
/// Vincenty's inverse formula (1975), iterated until the longitude on the auxiliary sphere moves
/// less than 1e-12 radians.
///
/// CoreLocation's `distance(from:)` is ellipsoidal, not spherical: the published values it gave
/// (50° N 2° E to 76° N 5° E: 2 900 825.0348 m; two degrees of longitude along 41° N: 168.27 km)
/// are Vincenty's to within half a millimetre, while a sphere of any usual radius is kilometres
/// off (see the tests). Nearly antipodal points, where the iteration does not converge, fall back
/// to a great circle on the sphere of the ellipsoid's mean radius.
func geodesicDistance(_ from: CLLocationCoordinate2D, _ to: CLLocationCoordinate2D) -> CLLocationDistance {
    let a = WGS84.semiMajorAxis, b = WGS84.semiMinorAxis, f = WGS84.flattening
    let radians = Double.pi / 180
    let l = (to.longitude - from.longitude) * radians
    let u1 = atan((1 - f) * tan(from.latitude * radians))
    let u2 = atan((1 - f) * tan(to.latitude * radians))
    let sinU1 = sin(u1), cosU1 = cos(u1), sinU2 = sin(u2), cosU2 = cos(u2)

    var lambda = l
    for _ in 0..<200 {
        let sinLambda = sin(lambda), cosLambda = cos(lambda)
        let crossTerm = cosU1 * sinU2 - sinU1 * cosU2 * cosLambda
        let sinSigma = ((cosU2 * sinLambda) * (cosU2 * sinLambda) + crossTerm * crossTerm).squareRoot()
        guard sinSigma != 0 else { return 0 }  // the same point
        let cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
        let sigma = atan2(sinSigma, cosSigma)
        let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
        let cosSquaredAlpha = 1 - sinAlpha * sinAlpha
        // On the equator cos²α is 0 and the term is taken as 0.
        let cos2SigmaM = cosSquaredAlpha == 0 ? 0 : cosSigma - 2 * sinU1 * sinU2 / cosSquaredAlpha
        let c = f / 16 * cosSquaredAlpha * (4 + f * (4 - 3 * cosSquaredAlpha))
        let previous = lambda
        lambda = l + (1 - c) * f * sinAlpha
            * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
        if abs(lambda - previous) < 1e-12 {
            let uSquared = cosSquaredAlpha * (a * a - b * b) / (b * b)
            let bigA = 1 + uSquared / 16384 * (4096 + uSquared * (-768 + uSquared * (320 - 175 * uSquared)))
            let bigB = uSquared / 1024 * (256 + uSquared * (-128 + uSquared * (74 - 47 * uSquared)))
            let deltaSigma = bigB * sinSigma * (cos2SigmaM + bigB / 4 * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)
                - bigB / 6 * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
            return b * bigA * (sigma - deltaSigma)
        }
    }
    return greatCircleDistance(from, to, radius: WGS84.meanRadius)
}

/// The haversine distance between two coordinates on a sphere of `radius` metres.
func greatCircleDistance(_ from: CLLocationCoordinate2D, _ to: CLLocationCoordinate2D, radius: Double) -> CLLocationDistance {
    let radians = Double.pi / 180
    let phi1 = from.latitude * radians, phi2 = to.latitude * radians
    let dPhi = phi2 - phi1, dLambda = (to.longitude - from.longitude) * radians
    let h = sin(dPhi / 2) * sin(dPhi / 2) + cos(phi1) * cos(phi2) * sin(dLambda / 2) * sin(dLambda / 2)
    return 2 * radius * asin(min(1, h.squareRoot()))
}
