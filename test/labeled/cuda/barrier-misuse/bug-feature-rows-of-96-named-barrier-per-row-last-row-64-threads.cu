// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=256
// BUG: a feature-norm kernel gives each 96-wide feature row its own group of
// 96 threads and its own named barrier (id 1 + row, count 96), but runs in a
// 256-thread block: the third group has only threads 192-255, 64 of them, so
// barrier 3 never sees its 96 arrivals and that group hangs.
__global__ void __launch_bounds__(256) row_norm(const float *__restrict__ x, float *__restrict__ y) {
  __shared__ float s[3][96];
  __shared__ float inv[3];
  int g = threadIdx.x / 96, t = threadIdx.x % 96;
  int row = blockIdx.x * 3 + g;
  float v = x[row * 96 + t];
  s[g][t] = v * v;
  asm volatile("bar.sync %0, 96;" ::"r"(1 + g) : "memory");
  if (t == 0) {
    float a = 0.f;
    for (int j = 0; j < 96; ++j)
      a += s[g][j];
    inv[g] = rsqrtf(a / 96.f + 1e-6f);
  }
  asm volatile("bar.sync %0, 96;" ::"r"(1 + g) : "memory");
  y[row * 96 + t] = v * inv[g];
}
