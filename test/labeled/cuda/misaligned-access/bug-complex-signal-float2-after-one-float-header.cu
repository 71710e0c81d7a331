// EXPECT: misaligned-access
// MODES: O3
// Complex signal buffer with a one-float header (the sample rate) in front of
// the interleaved (re, im) samples. The demodulator reads sample i as a
// float2 at buf + 1 + 2*i (BUG): buf comes from cudaMalloc, so buf + 1 is
// 4 modulo 8 and every float2 access is misaligned.
// O3 only: nvcc -G splits the float2 load into two 4-byte ld.u32, which are
// aligned: -G's PTX has no misaligned access left.
__global__ void demod(const float *__restrict__ buf, float *__restrict__ mag, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const float rate = buf[0];
  float2 s = *reinterpret_cast<const float2 *>(buf + 1 + 2 * i);  // BUG: 4 mod 8
  mag[i] = rate * sqrtf(s.x * s.x + s.y * s.y);
}
