// EXPECT: uninitialized-register
// Radix-2 FFT butterfly as an inline-PTX helper: the twiddle's real and
// imaginary parts are loaded into block-scoped scratch registers and the
// complex product b * w is formed with fma. The load of the imaginary part was
// dropped when the twiddles moved to a float2 table, so `wi` is read unset.
__device__ __forceinline__ void butterfly(float2 &a, float2 &b, const float2 *w) {
  asm("{\n\t.reg .f32 wr, wi, tr, ti;\n\t"
      "ld.global.nc.f32 wr, [%4];\n\t"
      "mul.f32 tr, %3, wi;\n\t"
      "neg.f32 tr, tr;\n\t"
      "fma.rn.f32 tr, %2, wr, tr;\n\t"
      "mul.f32 ti, %3, wr;\n\t"
      "fma.rn.f32 ti, %2, wi, ti;\n\t"
      "sub.f32 %2, %0, tr;\n\t"
      "sub.f32 %3, %1, ti;\n\t"
      "add.f32 %0, %0, tr;\n\t"
      "add.f32 %1, %1, ti;\n\t}"
      : "+f"(a.x), "+f"(a.y), "+f"(b.x), "+f"(b.y)
      : "l"(w));
}
__global__ void fft_stage(float2 *data, const float2 *tw, int half) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int grp = t / half, k = t % half;
  float2 a = data[grp * 2 * half + k], b = data[grp * 2 * half + k + half];
  butterfly(a, b, tw + k * (gridDim.x * blockDim.x / half));
  data[grp * 2 * half + k] = a;
  data[grp * 2 * half + k + half] = b;
}
