// EXPECT: clean
// Decoupled look-back's packed descriptor read in inline PTX: the relaxed
// load writes the scratch `v`, and the status is shifted out of it.
__device__ __forceinline__ unsigned status_of_ok(const unsigned long long *p) {
  unsigned long long s;
  asm volatile("{\n\t"
               ".reg .u64 v;\n\t"
               "ld.relaxed.gpu.global.u64 v, [%1];\n\t"
               "shr.u64 %0, v, 32;\n\t"
               "}"
               : "=l"(s)
               : "l"(p)
               : "memory");
  return (unsigned)s;
}
__global__ void lookback_ok(unsigned long long *desc, int *out) {
  if (threadIdx.x != 0 || blockIdx.x == 0)
    return;
  int pred = blockIdx.x - 1;
  unsigned st;
  do {
    st = status_of_ok(desc + pred);
  } while (st == 0);
  out[blockIdx.x] = (int)st;
}
