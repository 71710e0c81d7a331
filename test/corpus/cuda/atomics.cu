// atomics.cu - ptxlint real-PTX corpus
//
// Covers atomic and memory-model operations:
//   * atomicAdd/Sub/Exch/Min/Max/Inc/Dec/And/Or/Xor/CAS on int, unsigned,
//     unsigned long long, long long, float, double, unsigned short (CAS),
//     __half, __half2, __nv_bfloat16, __nv_bfloat162, float2/float4 (sm_90+)
//     and 16-byte structs (128-bit atom.cas/exch, sm_90+)
//   * _block and _system scoped variants (atom.cta.*, atom.sys.*)
//   * atomics on shared memory (atom.shared.*) and through generic pointers
//   * results unused -> red.global.* / red.shared.*
//   * cuda::atomic_ref with thread_scope_block/device/system and every
//     memory order (ld.acquire.*, st.release.*, atom.acq_rel.*, fence.sc.*)
//   * cuda::atomic<> objects in shared memory, atomic_thread_fence
//   * the __nv_atomic_* builtins (CUDA 12.8+), including cluster scope (sm_90+)
//   * a spin lock built from atomicCAS/atomicExch with __threadfence
#include <cuda/atomic>
#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include "corpus_features.cuh"

struct Counters {
  int i;
  unsigned u;
  unsigned long long ull;
  long long ll;
  float f;
  double d;
};

// Every classic integer atomic on global memory; return values are used so
// these become atom.global.* (not red).
extern "C" __global__ void atomics_int_global(int* ip, unsigned* up, unsigned long long* ullp, long long* llp,
                                              int* results, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int r = 0;
  r += atomicAdd(ip + 0, i);
  r += atomicSub(ip + 1, 1);
  r += atomicExch(ip + 2, i);
  r += atomicMin(ip + 3, -i);
  r += atomicMax(ip + 4, i);
  r += atomicAnd(ip + 5, ~(1 << (i & 31)));
  r += atomicOr(ip + 6, 1 << (i & 31));
  r += atomicXor(ip + 7, i * 2654435761u);
  r += atomicCAS(ip + 8, i - 1, i);
  r += (int)atomicInc(up + 0, 1000u);
  r += (int)atomicDec(up + 1, 1000u);
  r += (int)atomicMin(up + 2, (unsigned)i);
  r += (int)atomicMax(up + 3, (unsigned)i);
  r += (int)atomicAdd(ullp + 0, 1ull << 33);
  r += (int)atomicExch(ullp + 1, (unsigned long long)i);
  r += (int)atomicCAS(ullp + 2, 0ull, (unsigned long long)i);
  r += (int)atomicMin(ullp + 3, (unsigned long long)i);
  r += (int)atomicMax(ullp + 4, (unsigned long long)i);
  r += (int)atomicAnd(ullp + 5, ~0ull >> (i & 63));
  r += (int)atomicOr(ullp + 6, 1ull << (i & 63));
  r += (int)atomicXor(ullp + 7, 0x5555555555555555ull);
  r += (int)atomicMin(llp + 0, -(long long)i);
  r += (int)atomicMax(llp + 1, (long long)i << 20);
  results[i] = r;
}

// Return values unused: nvcc emits red.global.* for these.
__global__ void reductions_unused_result(int* ip, unsigned* up, unsigned long long* ullp, float* fp, double* dp,
                                         int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(ip, 1);
  atomicAnd(ip + 1, 0xff);
  atomicOr(ip + 2, 0x100);
  atomicXor(ip + 3, i);
  atomicMin(ip + 4, i);
  atomicMax(ip + 5, i);
  atomicInc(up, 99u);
  atomicDec(up + 1, 99u);
  atomicAdd(ullp, 7ull);
  atomicAdd(fp, 0.5f);
  atomicAdd(dp, 0.25);
}

// Floating-point atomics, incl. packed half/bfloat16 and float2/float4.
__global__ void atomics_float(float* fp, double* dp, __half* hp, __half2* h2p, __nv_bfloat16* bp,
                              __nv_bfloat162* b2p, float2* f2p, float4* f4p, float* results, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = 1.0f / (float)(i + 1);
  float r = atomicAdd(fp, x);
  r += atomicExch(fp + 1, x);
  r += (float)atomicAdd(dp, (double)x);
  r += __half2float(atomicAdd(hp, __float2half(x)));
  __half2 h2 = atomicAdd(h2p, __floats2half2_rn(x, -x));
  r += __low2float(h2) + __high2float(h2);
  r += __bfloat162float(atomicAdd(bp, __float2bfloat16(x)));
  __nv_bfloat162 b2 = atomicAdd(b2p, __floats2bfloat162_rn(x, 2.0f * x));
  r += __low2float(b2) + __high2float(b2);
#if CORPUS_SM90
  float2 f2 = atomicAdd(f2p, make_float2(x, x));
  float4 f4 = atomicAdd(f4p, make_float4(x, x, x, x));
  r += f2.x + f2.y + f4.x + f4.w;
  atomicAdd_block(f2p + 1, make_float2(1.0f, 2.0f));
  atomicAdd_system(f4p + 1, make_float4(1.0f, 2.0f, 3.0f, 4.0f));
#else
  (void)f2p;
  (void)f4p;
#endif
  results[i] = r;
}

// Block- and system-scoped atomics (atom.cta / atom.sys).
__global__ void atomics_scoped(int* ip, unsigned long long* ullp, float* fp, double* dp, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int a = atomicAdd_block(ip, 1);
  int b = atomicAdd_system(ip + 1, 1);
  int c = atomicCAS_block(ip + 2, a, b);
  int d = atomicCAS_system(ip + 3, b, a);
  int e = atomicExch_block(ip + 4, c);
  int f = atomicExch_system(ip + 5, d);
  int g = atomicMax_block(ip + 6, e) + atomicMin_system(ip + 7, f);
  unsigned h = atomicInc_block((unsigned*)ip + 8, 10u) + atomicDec_system((unsigned*)ip + 9, 10u);
  int k = atomicAnd_block(ip + 10, g) | atomicOr_system(ip + 11, (int)h) | atomicXor_block(ip + 12, 3);
  unsigned long long u = atomicAdd_system(ullp, 1ull) + atomicCAS_block(ullp + 1, 0ull, 1ull);
  float fr = atomicAdd_block(fp, 1.0f) + atomicAdd_system(fp + 1, 2.0f) + atomicExch_system(fp + 2, 3.0f);
  double dr = atomicAdd_block(dp, 1.0) + atomicAdd_system(dp + 1, 2.0);
  ip[16 + i] = k + (int)u + (int)fr + (int)dr;
}

// Shared-memory atomics: block-wide histogram, then merged into global memory.
template <int BINS>
__global__ void shared_histogram(const unsigned char* data, unsigned* hist, int n) {
  __shared__ unsigned local[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x) local[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&local[data[i] % BINS], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    if (local[b]) atomicAdd(&hist[b], local[b]);
}
template __global__ void shared_histogram<256>(const unsigned char*, unsigned*, int);
template __global__ void shared_histogram<64>(const unsigned char*, unsigned*, int);

// Atomics through generic pointers that may point to shared or global memory.
__device__ __noinline__ int generic_fetch_add(int* p, int v) { return atomicAdd(p, v); }

__global__ void atomics_generic(int* g, int* out) {
  __shared__ int s;
  if (threadIdx.x == 0) s = 0;
  __syncthreads();
  int* target = (threadIdx.x & 1) ? &s : g;
  int old = generic_fetch_add(target, 1);
  unsigned short* hs = reinterpret_cast<unsigned short*>(g + 1);
  unsigned short prev = atomicCAS(hs, (unsigned short)0, (unsigned short)threadIdx.x);
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = old + s + prev;
}

// 128-bit atomics (sm_90+): atom.cas.b128 / atom.exch.b128.
struct alignas(16) Pair128 {
  unsigned long long lo, hi;
};

__global__ void atomics_128bit(Pair128* p, Pair128* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
#if CORPUS_SM90
  Pair128 expected = {0, 0};
  Pair128 desired = {(unsigned long long)i, ~(unsigned long long)i};
  Pair128 seen = atomicCAS(p, expected, desired);
  Pair128 prev = atomicExch_block(p + 1, desired);
  Pair128 prev2 = atomicCAS_system(p + 2, seen, prev);
  out[i] = prev2;
#else
  out[i] = p[i % 3];
#endif
}

// cuda::atomic_ref with every scope and memory order.
__global__ void atomic_ref_orders(int* data, unsigned long long* u64, float* fdata, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  cuda::atomic_ref<int, cuda::thread_scope_device> dev(data[0]);
  cuda::atomic_ref<int, cuda::thread_scope_block> blk(data[1]);
  cuda::atomic_ref<int, cuda::thread_scope_system> sys(data[2]);
  cuda::atomic_ref<unsigned long long, cuda::thread_scope_device> d64(*u64);
  cuda::atomic_ref<float, cuda::thread_scope_device> df(fdata[0]);

  int r = dev.fetch_add(1, cuda::memory_order_relaxed);
  r += dev.fetch_sub(1, cuda::memory_order_release);
  r += blk.fetch_add(2, cuda::memory_order_acquire);
  r += blk.fetch_and(0x7fffffff, cuda::memory_order_acq_rel);
  r += sys.fetch_or(4, cuda::memory_order_seq_cst);
  r += sys.fetch_xor(8);
  r += dev.fetch_min(-i, cuda::memory_order_relaxed);
  r += blk.fetch_max(i, cuda::memory_order_relaxed);
  r += dev.exchange(i, cuda::memory_order_acq_rel);
  int expected = i;
  if (dev.compare_exchange_strong(expected, i + 1, cuda::memory_order_acq_rel, cuda::memory_order_acquire)) r += 1;
  int e2 = expected;
  while (!blk.compare_exchange_weak(e2, e2 + 1, cuda::memory_order_relaxed)) {
  }
  r += dev.load(cuda::memory_order_acquire);
  r += blk.load(cuda::memory_order_relaxed);
  r += sys.load(cuda::memory_order_seq_cst);
  sys.store(r, cuda::memory_order_release);
  blk.store(r, cuda::memory_order_relaxed);
  unsigned long long u = d64.fetch_add(1ull, cuda::memory_order_relaxed);
  u += d64.fetch_max((unsigned long long)i, cuda::memory_order_release);
  float f = df.fetch_add(1.5f, cuda::memory_order_relaxed);
  f += df.load(cuda::memory_order_acquire);
  cuda::atomic_thread_fence(cuda::memory_order_seq_cst, cuda::thread_scope_device);
  cuda::atomic_thread_fence(cuda::memory_order_acq_rel, cuda::thread_scope_block);
  cuda::atomic_thread_fence(cuda::memory_order_release, cuda::thread_scope_system);
  cuda::atomic_signal_fence(cuda::memory_order_seq_cst);
  out[i] = r + (int)u + (int)f;
}

// cuda::atomic objects living in shared memory (atom.shared with scopes).
__global__ void atomic_in_shared(const int* in, int* out, int n) {
  __shared__ cuda::atomic<int, cuda::thread_scope_block> sum;
  __shared__ cuda::atomic<unsigned, cuda::thread_scope_block> maxv;
  if (threadIdx.x == 0) {
    sum.store(0, cuda::memory_order_relaxed);
    maxv.store(0u, cuda::memory_order_relaxed);
  }
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    sum.fetch_add(in[i], cuda::memory_order_relaxed);
    maxv.fetch_max((unsigned)in[i], cuda::memory_order_relaxed);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    out[2 * blockIdx.x] = sum.load(cuda::memory_order_relaxed);
    out[2 * blockIdx.x + 1] = (int)maxv.load(cuda::memory_order_relaxed);
  }
}

// __nv_atomic_* builtins (CUDA 12.8+): explicit order and scope arguments.
__global__ void nv_atomic_builtins(int* p, unsigned long long* q, float* f, int* out) {
  int r = __nv_atomic_fetch_add(p, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  r += __nv_atomic_fetch_sub(p + 1, 1, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_BLOCK);
  r += __nv_atomic_fetch_min(p + 2, r, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_SYSTEM);
  r += __nv_atomic_fetch_max(p + 3, r, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_DEVICE);
  r += __nv_atomic_fetch_and(p + 4, 0xf0, __NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_DEVICE);
  r += __nv_atomic_fetch_or(p + 5, 0x0f, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
  r += __nv_atomic_fetch_xor(p + 6, 0xff, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_SYSTEM);
  int x;
  __nv_atomic_load(p + 7, &x, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_BLOCK);
  r += x + __nv_atomic_load_n(p + 8, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_store_n(p + 9, r, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_SYSTEM);
  int old = __nv_atomic_exchange_n(p + 10, r, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_DEVICE);
  int expected = old;
  bool ok = __nv_atomic_compare_exchange_n(p + 11, &expected, old + 1, false, __NV_ATOMIC_ACQ_REL,
                                           __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  unsigned long long u = __nv_atomic_fetch_add(q, 3ull, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  float fv = __nv_atomic_fetch_add(f, 0.5f, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
#if CORPUS_SM90
  r += __nv_atomic_fetch_add(p + 12, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_CLUSTER);
  __nv_atomic_thread_fence(__NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_CLUSTER);
#endif
  __nv_atomic_thread_fence(__NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_BLOCK);
  out[blockIdx.x * blockDim.x + threadIdx.x] = r + old + ok + (int)u + (int)fv;
}

// A global spin lock: atomicCAS to acquire, __threadfence + atomicExch to release.
// Only one thread per block contends, so there is no intra-warp deadlock.
__device__ __noinline__ void lock(int* mutex) {
  while (atomicCAS(mutex, 0, 1) != 0) {
    __nanosleep(32);
  }
  __threadfence();
}
__device__ __noinline__ void unlock(int* mutex) {
  __threadfence();
  atomicExch(mutex, 0);
}

__global__ void locked_accumulate(int* mutex, Counters* c, const float* values, int n) {
  __shared__ float block_sum;
  if (threadIdx.x == 0) block_sum = 0.0f;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&block_sum, values[i]);
  __syncthreads();
  if (threadIdx.x == 0) {
    lock(mutex);
    volatile Counters* vc = c;
    vc->i += 1;
    vc->u += 2u;
    vc->ull += 3ull;
    vc->ll -= 4;
    vc->f += block_sum;
    vc->d += (double)block_sum;
    unlock(mutex);
  }
}

// Atomic float max via CAS loop on the bit pattern (common idiom).
__device__ float atomicMaxFloat(float* addr, float value) {
  int* ia = reinterpret_cast<int*>(addr);
  int old = *ia, assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= value) break;
    old = atomicCAS(ia, assumed, __float_as_int(value));
  } while (assumed != old);
  return __int_as_float(old);
}

extern "C" __global__ void float_max_cas(const float* in, float* result, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicMaxFloat(result, in[i]);
}
