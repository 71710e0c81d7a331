// EXPECT: clean
// Per-feature running statistics with the double first and the count after
// it, naturally aligned (16-byte struct: sum, count, 4 bytes of padding). The
// grid is (row blocks) x (features); the 64-bit atom.add.f64 on the sum is at
// 16*feature, the 32-bit count at 16*feature + 8.
struct FeatureStats {
  double sum;
  unsigned count;
};
__global__ void feature_sums(const float *__restrict__ x, int rows, int features,
                             FeatureStats *__restrict__ stats) {
  int f = blockIdx.y;
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows)
    return;
  float v = x[(size_t)r * features + f];
  FeatureStats *s = &stats[f];
  atomicAdd(&s->count, 1u);
  atomicAdd(&s->sum, (double)v);
}
