// EXPECT: clean
// Audio FIR, one output sample per thread, the 4-tap inner step in inline
// PTX with two FMA chains. Instead of zeroing, each chain starts with a
// mul.rn of its first tap pair (acc0 = x0*h0, acc1 = x1*h1), so each scoped
// accumulator is written by its first instruction before any read.
__device__ __forceinline__ float mac4(float4 x, float4 h) {
  float r;
  asm("{\n\t.reg .f32 acc0, acc1;\n\t"
      "mul.rn.f32 acc0, %1, %5;\n\t"
      "mul.rn.f32 acc1, %2, %6;\n\t"
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
