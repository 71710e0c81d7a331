// EXPECT: uninitialized-register
// BUG: Box-Muller transform for a Monte Carlo option pricer: two uniforms
// give two normals, r = sqrt(-2 ln u1), z0 = r cos(2 pi u2), z1 = r sin(2 pi
// u2). The inline-PTX version computes the angle into `th`, but the cosine
// reads `ang`, the name the angle had before a rename: `ang` is declared in
// the asm block and never written.
__device__ __forceinline__ float2 box_muller(float u1, float u2) {
  float z0, z1;
  asm("{\n\t"
      ".reg .f32 r, th, ang, c, s;\n\t"
      "lg2.approx.f32 r, %2;\n\t"
      "mul.f32 r, r, 0fBFB17218;\n\t"
      "sqrt.approx.f32 r, r;\n\t"
      "mul.f32 th, %3, 0f40C90FDB;\n\t"
      "cos.approx.f32 c, ang;\n\t"
      "sin.approx.f32 s, th;\n\t"
      "mul.f32 %0, r, c;\n\t"
      "mul.f32 %1, r, s;\n\t"
      "}"
      : "=f"(z0), "=f"(z1) : "f"(u1), "f"(u2));
  return make_float2(z0, z1);
}
__global__ void price_paths(const float2 *__restrict__ uniforms, float *__restrict__ payoff,
                            float s0, float k, float drift, float vol, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const float2 z = box_muller(uniforms[i].x, uniforms[i].y);
  const float a = s0 * __expf(drift + vol * z.x), b = s0 * __expf(drift + vol * z.y);
  payoff[i] = 0.5f * (fmaxf(a - k, 0.f) + fmaxf(b - k, 0.f));
}
