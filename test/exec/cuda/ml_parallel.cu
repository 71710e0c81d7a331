// Parallel primitives: Blelloch exclusive scan in shared memory, warp-shuffle
// inclusive scan, a shared-then-global atomic histogram, one LSD radix-sort
// pass ranked with __ballot_sync/__popc, a shared-memory bitonic sort of
// floats (with -0.0/+0.0 and infinities), and cooperative_groups reductions.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cstdint>
namespace cg = cooperative_groups;

extern "C" __global__ void scan_blelloch(const int *in, int *out, int *sums, int n) {
  extern __shared__ int t[]; // 2 * blockDim.x
  int tid = threadIdx.x, off = 1, N = 2 * blockDim.x;
  int base = blockIdx.x * N;
  t[2 * tid] = base + 2 * tid < n ? in[base + 2 * tid] : 0;
  t[2 * tid + 1] = base + 2 * tid + 1 < n ? in[base + 2 * tid + 1] : 0;
  for (int d = N >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (tid < d) {
      int ai = off * (2 * tid + 1) - 1, bi = off * (2 * tid + 2) - 1;
      t[bi] += t[ai];
    }
    off *= 2;
  }
  if (tid == 0) {
    sums[blockIdx.x] = t[N - 1];
    t[N - 1] = 0;
  }
  for (int d = 1; d < N; d *= 2) {
    off >>= 1;
    __syncthreads();
    if (tid < d) {
      int ai = off * (2 * tid + 1) - 1, bi = off * (2 * tid + 2) - 1;
      int v = t[ai];
      t[ai] = t[bi];
      t[bi] += v;
    }
  }
  __syncthreads();
  if (base + 2 * tid < n) out[base + 2 * tid] = t[2 * tid];
  if (base + 2 * tid + 1 < n) out[base + 2 * tid + 1] = t[2 * tid + 1];
}

extern "C" __global__ void scan_warp(const unsigned *in, unsigned *out, int n) {
  __shared__ unsigned wsum[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
  unsigned v = i < n ? in[i] : 0;
  for (int o = 1; o < 32; o <<= 1) {
    unsigned u = __shfl_up_sync(0xffffffff, v, o);
    if (lane >= o) v += u;
  }
  if (lane == 31) wsum[w] = v;
  __syncthreads();
  if (w == 0) {
    unsigned s = lane < (blockDim.x >> 5) ? wsum[lane] : 0;
    for (int o = 1; o < 32; o <<= 1) {
      unsigned u = __shfl_up_sync(0xffffffff, s, o);
      if (lane >= o) s += u;
    }
    wsum[lane] = s;
  }
  __syncthreads();
  if (w > 0) v += wsum[w - 1];
  if (i < n) out[i] = v;
}

extern "C" __global__ void histo(const unsigned char *in, unsigned *bins, int n) {
  __shared__ unsigned h[256];
  for (int b = threadIdx.x; b < 256; b += blockDim.x) h[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&h[in[i]], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < 256; b += blockDim.x)
    if (h[b]) atomicAdd(&bins[b], h[b]);
}

// One 4-bit digit pass of a stable LSD radix sort within a block of 128 keys:
// per-warp digit counts by ballot, block offsets in shared memory.
extern "C" __global__ void radix_pass(const uint32_t *keys, uint32_t *out, int shift) {
  __shared__ unsigned cnt[4][16];
  __shared__ unsigned start[16];
  const uint32_t *k = keys + blockIdx.x * 128;
  int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
  uint32_t key = k[threadIdx.x];
  unsigned dgt = (key >> shift) & 15;
  unsigned rank = 0;
  for (unsigned b = 0; b < 16; ++b) {
    unsigned m = __ballot_sync(0xffffffff, dgt == b);
    if (lane == 0) cnt[w][b] = __popc(m);
    if (dgt == b) rank = __popc(m & ((1u << lane) - 1));
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    unsigned s = 0;
    for (int b = 0; b < 16; ++b) {
      start[b] = s;
      for (int j = 0; j < 4; ++j) s += cnt[j][b];
    }
  }
  __syncthreads();
  unsigned pos = start[dgt] + rank;
  for (int j = 0; j < w; ++j) pos += cnt[j][dgt];
  out[blockIdx.x * 128 + pos] = key;
}

extern "C" __global__ void bitonic(const float *in, float *out) {
  __shared__ float s[512];
  int t = threadIdx.x; // 256 threads, 2 elements each
  const float *src = in + blockIdx.x * 512;
  s[t] = src[t];
  s[t + 256] = src[t + 256];
  for (int k = 2; k <= 512; k <<= 1)
    for (int j = k >> 1; j > 0; j >>= 1) {
      __syncthreads();
      for (int i = t; i < 512; i += 256) {
        int ixj = i ^ j;
        if (ixj > i) {
          bool up = (i & k) == 0;
          float a = s[i], b = s[ixj];
          if ((a > b) == up) {
            s[i] = b;
            s[ixj] = a;
          }
        }
      }
    }
  __syncthreads();
  out[blockIdx.x * 512 + t] = s[t];
  out[blockIdx.x * 512 + t + 256] = s[t + 256];
}

extern "C" __global__ void cg_reduce(const int *in, int *out) {
  cg::thread_block blk = cg::this_thread_block();
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(blk);
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(blk);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  int s16 = cg::reduce(t16, v, cg::plus<int>());
  int m32 = cg::reduce(t32, v, cg::greater<int>());
  unsigned x32 = cg::reduce(t32, (unsigned)v, cg::bit_xor<unsigned>());
  int e = cg::exclusive_scan(t16, v, cg::plus<int>());
  int cnt = __popc(t32.ballot(v & 1));
  out[5 * i + 0] = s16;
  out[5 * i + 1] = m32;
  out[5 * i + 2] = (int)x32;
  out[5 * i + 3] = e;
  out[5 * i + 4] = cnt * 1000 + t16.meta_group_rank() * 10 + t16.thread_rank() % 10;
}
