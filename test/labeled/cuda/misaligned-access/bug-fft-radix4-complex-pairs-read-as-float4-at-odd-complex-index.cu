// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=64
// Radix-4 FFT stage in shared memory (256 complex points, 64 threads): each
// thread reads its four inputs x[t], x[t+64], x[t+128], x[t+192]. To halve
// the number of loads the second and third inputs are fetched as one float4
// of two adjacent complexes starting at complex index 2t + 1 of a reordered
// buffer -- an odd complex index is 8 but not 16 bytes aligned, so the
// ld.shared.v4.f32 is misaligned for every thread.
__global__ void fft_r4_stage(float2 *data, const float2 *tw) {
  __shared__ __align__(16) float2 x[256];
  __shared__ __align__(16) float2 pairs[130];
  int t = threadIdx.x;
  for (int i = t; i < 256; i += 64)
    x[i] = data[blockIdx.x * 256 + i];
  pairs[2 * t + 1] = x[t + 64];
  pairs[2 * t + 2] = x[t + 128];
  __syncthreads();
  float4 m = *reinterpret_cast<const float4 *>(&pairs[2 * t + 1]);
  float2 a = x[t], b = make_float2(m.x, m.y), c = make_float2(m.z, m.w), d = x[t + 192];
  float2 w = tw[t];
  float2 s0 = make_float2(a.x + c.x, a.y + c.y), s1 = make_float2(a.x - c.x, a.y - c.y);
  float2 s2 = make_float2(b.x + d.x, b.y + d.y), s3 = make_float2(b.y - d.y, d.x - b.x);
  data[blockIdx.x * 256 + t] = make_float2(s0.x + s2.x, s0.y + s2.y);
  data[blockIdx.x * 256 + t + 64] = make_float2((s1.x + s3.x) * w.x, (s1.y + s3.y) * w.y);
  data[blockIdx.x * 256 + t + 128] = make_float2(s0.x - s2.x, s0.y - s2.y);
  data[blockIdx.x * 256 + t + 192] = make_float2((s1.x - s3.x) * w.x, (s1.y - s3.y) * w.y);
}
