// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Gathers two table entries per thread in inline PTX, computing each index's
// byte offset with its own mul.wide.u32 before adding it to the base.
__device__ __forceinline__ float2 gather2(const float *table, unsigned i0, unsigned i1) {
  float a, b;
  asm("{\n\t.reg .u64 off0, off1, p0, p1;\n\t"
      "mul.wide.u32 off0, %2, 4;\n\t"
      "mul.wide.u32 off1, %3, 4;\n\t"
      "add.u64 p0, %4, off0;\n\t"
      "add.u64 p1, %4, off1;\n\t"
      "ld.global.nc.f32 %0, [p0];\n\t"
      "ld.global.nc.f32 %1, [p1];\n\t}"
      : "=f"(a), "=f"(b) : "r"(i0), "r"(i1), "l"(table));
  return make_float2(a, b);
}
__global__ void pair_gather(const float *__restrict__ table, const uint2 *__restrict__ idx,
                            float *__restrict__ out) {
  const int i = blockIdx.x * 128 + threadIdx.x;
  const uint2 k = idx[i];
  const float2 v = gather2(table, k.x, k.y);
  out[i] = v.x - v.y;
}
