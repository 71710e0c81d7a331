// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Radix-2 FFT stage on 256 complex points in shared memory: twiddle k is read
// as a float2 at &tw[2*k] of a 16-byte aligned interleaved (cos, sin) table,
// an 8-byte aligned address in every thread.
#define NPT 256
__global__ void __launch_bounds__(128) fft_stage(float2 *__restrict__ data,
                                                 const float *__restrict__ gtw, int half) {
  __shared__ __align__(16) float tw[NPT];
  __shared__ float2 buf[NPT];
  const int t = threadIdx.x;
  buf[t] = data[blockIdx.x * NPT + t];
  buf[t + 128] = data[blockIdx.x * NPT + t + 128];
  tw[2 * t] = gtw[2 * t];
  tw[2 * t + 1] = gtw[2 * t + 1];
  __syncthreads();
  const int grp = t / half, pos = t % half;
  const int i = grp * 2 * half + pos, j = i + half;
  const int k = pos * (NPT / 2 / half);
  const float2 w = *reinterpret_cast<const float2 *>(&tw[2 * k]);
  const float2 a = buf[i], b = buf[j];
  const float2 bw = make_float2(b.x * w.x - b.y * w.y, b.x * w.y + b.y * w.x);
  data[blockIdx.x * NPT + i] = make_float2(a.x + bw.x, a.y + bw.y);
  data[blockIdx.x * NPT + j] = make_float2(a.x - bw.x, a.y - bw.y);
}
