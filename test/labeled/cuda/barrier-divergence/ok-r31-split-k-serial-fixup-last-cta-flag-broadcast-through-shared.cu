// EXPECT: clean
// ARCHS: sm_90a sm_100a
// PTXLINT-ARGS: --block-dim=128
// Split-K GEMV with a serial fixup: each of `splits` CTAs of a tile writes its
// partial sums to a workspace, then thread 0 bumps the tile's semaphore; the
// CTA that arrives last reduces all partials. Thread 0 writes the "am I last"
// result to shared memory and a __syncthreads() publishes it, so the return
// that the other CTAs take is the same for every thread of a CTA.
__global__ void __launch_bounds__(128)
    splitk_fixup(const float *__restrict__ A, const float *__restrict__ x, float *__restrict__ ws,
                 float *__restrict__ y, unsigned *__restrict__ sema, int k, int splits) {
  __shared__ float part[128];
  __shared__ int s_last;
  const int tile = blockIdx.x / splits, split = blockIdx.x % splits;
  const int row = tile * 128 + threadIdx.x, kc = k / splits;
  float acc = 0.f;
  for (int j = split * kc; j < (split + 1) * kc; ++j)
    acc = fmaf(A[(size_t)row * k + j], x[j], acc);
  ws[((size_t)tile * splits + split) * 128 + threadIdx.x] = acc;
  __threadfence();
  __syncthreads();
  if (threadIdx.x == 0)
    s_last = atomicAdd(&sema[tile], 1u) == (unsigned)splits - 1;
  __syncthreads();
  if (!s_last)
    return;
  __threadfence();
  float s = 0.f;
  for (int p = 0; p < splits; ++p)
    s += __ldcg(&ws[((size_t)tile * splits + p) * 128 + threadIdx.x]);
  part[threadIdx.x] = s;
  __syncthreads();
  y[row] = part[threadIdx.x];
  if (threadIdx.x == 0)
    sema[tile] = 0;
}
