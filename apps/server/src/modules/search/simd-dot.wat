;; Integer dot products for the semantic search's first pass (simd-dot.ts).
;; Compiled into simd-dot.ts by `npm run wasm`; a test checks the two agree.
(module
  (memory (export "memory") 1)
  ;; For each of `count` vectors of `dims` int8 codes from `codes`, the integer
  ;; dot product with the int16 query at `query` (zero-padded to `chunks` x 16),
  ;; written as i32 at `out`. A vector's last chunk may read up to 15 bytes
  ;; past it: the caller leaves that much room after the last vector.
  (func (export "scan")
    (param $query i32) (param $codes i32) (param $count i32) (param $dims i32)
    (param $chunks i32) (param $out i32)
    (local $i i32) (local $p i32) (local $q i32) (local $k i32)
    (local $acc v128) (local $v v128)
    (block $done
      (loop $vectors
        (br_if $done (i32.ge_u (local.get $i) (local.get $count)))
        (local.set $acc (v128.const i32x4 0 0 0 0))
        (local.set $p (local.get $codes))
        (local.set $q (local.get $query))
        (local.set $k (local.get $chunks))
        (loop $chunk
          (local.set $v (v128.load align=1 (local.get $p)))
          (local.set $acc
            (i32x4.add (local.get $acc)
              (i32x4.dot_i16x8_s
                (i16x8.extend_low_i8x16_s (local.get $v))
                (v128.load align=2 (local.get $q)))))
          (local.set $acc
            (i32x4.add (local.get $acc)
              (i32x4.dot_i16x8_s
                (i16x8.extend_high_i8x16_s (local.get $v))
                (v128.load offset=16 align=2 (local.get $q)))))
          (local.set $p (i32.add (local.get $p) (i32.const 16)))
          (local.set $q (i32.add (local.get $q) (i32.const 32)))
          (local.set $k (i32.sub (local.get $k) (i32.const 1)))
          (br_if $chunk (local.get $k)))
        (i32.store
          (i32.add (local.get $out) (i32.shl (local.get $i) (i32.const 2)))
          (i32.add
            (i32.add (i32x4.extract_lane 0 (local.get $acc)) (i32x4.extract_lane 1 (local.get $acc)))
            (i32.add (i32x4.extract_lane 2 (local.get $acc)) (i32x4.extract_lane 3 (local.get $acc)))))
        (local.set $codes (i32.add (local.get $codes) (local.get $dims)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $vectors)))))
