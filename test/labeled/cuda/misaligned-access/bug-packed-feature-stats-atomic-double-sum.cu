// EXPECT: misaligned-access
// Per-feature running statistics in a packed struct shared with a host tool
// (`__attribute__((packed))` so the file layout has no padding): a 4-byte
// count followed by the double sum, 12 bytes per feature. The grid is
// (row blocks) x (features); blockIdx.y picks the feature. atomicAdd on the
// sum is a 64-bit atom.add.f64 at 12*feature + 4, which is 4 modulo 8 for
// every even feature (feature 0 included); an atomic cannot be split.
struct __attribute__((packed)) FeatureStats {
  unsigned count;
  double sum;
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
  atomicAdd(&s->sum, (double)v); // BUG: &s->sum is 12*f + 4, misaligned for even f
}
