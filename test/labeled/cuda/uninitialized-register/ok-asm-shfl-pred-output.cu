// EXPECT: clean
// Warp inclusive scan with the predicate output of shfl.sync.up in inline PTX
// (the CUB idiom): the asm declares its scratch registers in its own scope and
// writes each before reading it; the predicate says whether the source lane
// was in range, and the add is guarded by it.
__device__ __forceinline__ int scan_step(int v, int off) {
  int r;
  asm volatile("{\n\t.reg .s32 t;\n\t.reg .pred p;\n\t"
               "shfl.sync.up.b32 t|p, %1, %2, 0, 0xffffffff;\n\t"
               "@p add.s32 t, t, %1;\n\t"
               "mov.s32 %0, t;\n\t}"
               : "=r"(r)
               : "r"(v), "r"(off));
  return r;
}
__global__ void warp_scan(const int *__restrict__ in, int *__restrict__ out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
#pragma unroll
  for (int off = 1; off < 32; off <<= 1)
    v = scan_step(v, off);
  out[i] = v;
}
