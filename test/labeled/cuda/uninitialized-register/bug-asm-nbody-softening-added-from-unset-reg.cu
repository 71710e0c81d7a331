// EXPECT: uninitialized-register
// The n-body inner interaction written as one inline-PTX block: distance,
// softened squared norm, rsqrt and the mass-scaled force. The softening term
// is added from the scoped register `soft`, which was meant to be loaded
// from the %3 operand (BUG: the `mov.f32 soft, %3;` line is missing and %3
// is never used), so d2 picks up an uninitialised value.
__device__ __forceinline__ float3 interact(float4 me, float4 o, float3 a, float eps2) {
  asm("{\n\t"
      ".reg .f32 dx, dy, dz, d2, inv, inv3, s, soft;\n\t"
      "sub.f32 dx, %7, %4;\n\t"
      "sub.f32 dy, %8, %5;\n\t"
      "sub.f32 dz, %9, %6;\n\t"
      "mul.f32 d2, dx, dx;\n\t"
      "fma.rn.f32 d2, dy, dy, d2;\n\t"
      "fma.rn.f32 d2, dz, dz, d2;\n\t"
      "add.f32 d2, d2, soft;\n\t"
      "rsqrt.approx.f32 inv, d2;\n\t"
      "mul.f32 inv3, inv, inv;\n\t"
      "mul.f32 inv3, inv3, inv;\n\t"
      "mul.f32 s, %10, inv3;\n\t"
      "fma.rn.f32 %0, dx, s, %0;\n\t"
      "fma.rn.f32 %1, dy, s, %1;\n\t"
      "fma.rn.f32 %2, dz, s, %2;\n\t}"
      : "+f"(a.x), "+f"(a.y), "+f"(a.z)
      : "f"(eps2), "f"(me.x), "f"(me.y), "f"(me.z), "f"(o.x), "f"(o.y), "f"(o.z), "f"(o.w));
  return a;
}
__global__ void nbody(const float4 *pos, float3 *acc, int n, float eps2) {
  __shared__ float4 sh[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 me = pos[i];
  float3 a = make_float3(0.f, 0.f, 0.f);
  for (int t = 0; t < n; t += blockDim.x) {
    sh[threadIdx.x] = pos[t + threadIdx.x];
    __syncthreads();
    for (int k = 0; k < blockDim.x; ++k)
      a = interact(me, sh[k], a, eps2);
    __syncthreads();
  }
  acc[i] = a;
}
