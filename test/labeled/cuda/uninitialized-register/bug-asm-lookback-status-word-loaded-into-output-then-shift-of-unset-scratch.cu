// EXPECT: uninitialized-register
// Decoupled look-back reads a predecessor's packed 64-bit descriptor
// (status in the high word, aggregate in the low word) with a relaxed load
// in inline PTX. The load writes the output operand directly, and the
// following `shr.u64` extracts the status from the scratch `v`, which was
// meant to receive the load: `v` is read before it is set.
__device__ __forceinline__ unsigned status_of(const unsigned long long *p) {
  unsigned long long s;
  asm volatile("{\n\t"
               ".reg .u64 v;\n\t"
               "ld.relaxed.gpu.global.u64 %0, [%1];\n\t"
               "shr.u64 %0, v, 32;\n\t"
               "}"
               : "=l"(s)
               : "l"(p)
               : "memory");
  return (unsigned)s;
}
__global__ void lookback(unsigned long long *desc, int *out) {
  if (threadIdx.x != 0 || blockIdx.x == 0)
    return;
  int pred = blockIdx.x - 1;
  unsigned st;
  do {
    st = status_of(desc + pred);
  } while (st == 0);
  out[blockIdx.x] = (int)st;
}
