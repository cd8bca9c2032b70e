// The standard library has no transcendental functions. This file is the one place that
// reaches the C math library (libm, which the Swift runtime links anyway), so the rest of
// ColorScience reads as if they were built in. No Foundation.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

@usableFromInline @inline(__always) func _pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@usableFromInline @inline(__always) func _cbrt(_ x: Double) -> Double { cbrt(x) }
@usableFromInline @inline(__always) func _atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@usableFromInline @inline(__always) func _sin(_ x: Double) -> Double { sin(x) }
@usableFromInline @inline(__always) func _cos(_ x: Double) -> Double { cos(x) }
@usableFromInline @inline(__always) func _exp(_ x: Double) -> Double { exp(x) }

@usableFromInline let _degreesPerRadian = 180.0 / Double.pi
