// EXPECT: clean
// PTXLINT-ARGS: --block-dim=1024
// Sixteen row groups of 64 threads. A group whose named-barrier id 1 + group
// is a valid id (below 16) stages its row in shared memory and syncs on its own
// barrier; the last group, which would need id 16, reads its row straight from
// global memory instead and takes no barrier.
constexpr int kNumBarriers = 16;
__global__ void __launch_bounds__(1024)
row_shift(const float *__restrict__ in, float *__restrict__ out, int ncols) {
  __shared__ float rows[15][64];
  const int group = threadIdx.x / 64, t = threadIdx.x % 64;
  const int id = 1 + group;
  const size_t row = (size_t)blockIdx.x * 16 + group;
  for (int c0 = 0; c0 < ncols; c0 += 64) {
    const float v = in[row * ncols + c0 + t];
    float nb;
    if (id < kNumBarriers) {
      rows[group][t] = v;
      asm volatile("bar.sync %0, 64;" ::"r"(id) : "memory");
      nb = rows[group][(t + 1) & 63];
      asm volatile("bar.sync %0, 64;" ::"r"(id) : "memory");
    } else {
      nb = in[row * ncols + c0 + ((t + 1) & 63)];
    }
    out[row * ncols + c0 + t] = 0.5f * (v + nb);
  }
}
