// EXPECT: uninitialized-register
// Audio FIR, one output sample per thread, the 4-tap inner step in inline
// PTX with two independent FMA chains (even and odd taps) to hide the FMA
// latency, summed at the end. The zeroing line was duplicated and both
// copies clear acc0: acc1's first fma.rn reads a register nothing wrote.
// The accumulators are scoped to the asm block, so the whole 4-tap step --
// zeroing included -- runs once per call, here once per group of 4 taps.
__device__ __forceinline__ float mac4(float4 x, float4 h) {
  float r;
  asm("{\n\t.reg .f32 acc0, acc1;\n\t"
      "mov.f32 acc0, 0f00000000;\n\t"
      "mov.f32 acc0, 0f00000000;\n\t" // BUG: meant acc1
      "fma.rn.f32 acc0, %1, %5, acc0;\n\t"
      "fma.rn.f32 acc1, %2, %6, acc1;\n\t"
      "fma.rn.f32 acc0, %3, %7, acc0;\n\t"
      "fma.rn.f32 acc1, %4, %8, acc1;\n\t"
      "add.f32 %0, acc0, acc1;\n\t}"
      : "=f"(r)
      : "f"(x.x), "f"(x.y), "f"(x.z), "f"(x.w), "f"(h.x), "f"(h.y), "f"(h.z), "f"(h.w));
  return r;
}

template <int TAPS>
__global__ void fir(const float *__restrict__ x, const float4 *__restrict__ taps_rev, float *__restrict__ y,
                    int n) {
  // x has TAPS-1 samples of history in front of sample 0; taps stored reversed
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float *w = x + i; // window x[i .. i+TAPS-1] in padded coordinates
  float acc = 0.f;
#pragma unroll
  for (int k = 0; k < TAPS / 4; ++k)
    acc += mac4(make_float4(w[4 * k], w[4 * k + 1], w[4 * k + 2], w[4 * k + 3]), taps_rev[k]);
  y[i] = acc;
}

template __global__ void fir<32>(const float *, const float4 *, float *, int);
