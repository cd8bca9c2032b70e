// The first element's address of a buffer that always has one, in one place.
//
// The hot loops (labelling, distance transform, PNG filtering, simulation) run on raw
// pointers taken from buffers that are never address-less: every one comes from an
// `Array`'s `withUnsafe…BufferPointer` (an array, even an empty one, lends its storage's
// address; an array with elements always does) or from `allocate(capacity:)`. `baseAddress`
// is optional only because a buffer *may* be built from nothing. Writing `baseAddress!` at
// each of dozens of call sites hides that one fact; `start` states it once, and traps with a
// message (never reached by any input) if the precondition were ever broken by new code.
// A buffer that an input can leave without an address (a slice of nothing, bytes read from
// a file) must not use `start`: guard `baseAddress` and return the neutral result instead.

extension UnsafeMutableBufferPointer {
  /// The address of the first element.
  ///
  /// - Precondition: the buffer has an address: it comes from an `Array`'s
  ///   `withUnsafeMutableBufferPointer` or from `allocate(capacity:)`. Reading it costs
  ///   one check, outside the loop that uses the pointer.
  @inlinable package var start: UnsafeMutablePointer<Element> {
    guard let base = baseAddress else { preconditionFailure("a buffer with no address reached a pixel loop") }
    return base
  }
}

extension UnsafeBufferPointer {
  /// The address of the first element.
  ///
  /// - Precondition: the buffer has an address (see `UnsafeMutableBufferPointer.start`).
  @inlinable package var start: UnsafePointer<Element> {
    guard let base = baseAddress else { preconditionFailure("a buffer with no address reached a pixel loop") }
    return base
  }
}

extension UnsafeRawBufferPointer {
  /// The address of the first byte.
  ///
  /// - Precondition: the buffer has an address (see `UnsafeMutableBufferPointer.start`).
  @inlinable package var start: UnsafeRawPointer {
    guard let base = baseAddress else { preconditionFailure("a buffer with no address reached a pixel loop") }
    return base
  }
}

extension UnsafeMutableRawBufferPointer {
  /// The address of the first byte.
  ///
  /// - Precondition: the buffer has an address (see `UnsafeMutableBufferPointer.start`).
  @inlinable package var start: UnsafeMutableRawPointer {
    guard let base = baseAddress else { preconditionFailure("a buffer with no address reached a pixel loop") }
    return base
  }
}

extension SharedPointer {
  /// Shares the first element's address of a buffer that tasks write in disjoint parts.
  ///
  /// - Precondition: the buffer has an address (see `UnsafeMutableBufferPointer.start`).
  package init(_ buffer: UnsafeMutableBufferPointer<T>) { self.init(buffer.start) }

  /// Shares a read-only buffer with tasks that only read it (the pointer is mutable only
  /// because `SharedPointer` is one type for both uses; nothing writes through it).
  ///
  /// - Precondition: the buffer has an address (see `UnsafeMutableBufferPointer.start`).
  package init(readOnly buffer: UnsafeBufferPointer<T>) {
    self.init(UnsafeMutablePointer(mutating: buffer.start))
  }
}
