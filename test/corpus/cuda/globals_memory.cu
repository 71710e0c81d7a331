// globals_memory.cu - ptxlint real-PTX corpus
//
// Covers module-scope variables, initializers, state spaces and memory
// instructions:
//   * __constant__ and __device__ variables with initializers: scalars,
//     arrays of every width (.b8/.u16/.u32/.u64/.f32/.f64), partially
//     initialized arrays, structs (emitted as .b8 byte arrays), strings,
//     pointers to other globals and into the middle of arrays (generic(...)
//     and offset expressions in initializers), pointers inside structs
//     (mask/byte-split pointer initializers), function-pointer tables,
//     __half/__nv_bfloat16 constants, uninitialized globals, static
//     (internal) globals, const __device__ globals, __managed__ variables
//   * extern __shared__ dynamic shared memory (several aliasing views), static
//     __shared__ arrays inside device functions, volatile shared memory
//   * vector loads/stores: float2/float4/double2/int4/uchar4/short4/longlong2
//     (ld.global.v2/v4), unaligned struct copies
//   * cache-control loads/stores: __ldg (ld.global.nc), __ldcg, __ldca,
//     __ldcs, __ldlu, __ldcv, __stwb, __stcg, __stcs, __stwt, and inline PTX
//     with .L1::no_allocate, .L1::evict_last, .L2::64B/128B/256B prefetch
//     sizes, createpolicy + .L2::cache_hint, prefetch / prefetchu,
//     applypriority, discard
//   * address-space predicates and conversions: __isGlobal/__isShared/
//     __isConstant/__isLocal, __cvta_generic_to_shared / _global / _local,
//     isspacep, cvta / cvta.to
//   * timers and special registers: clock, clock64, %globaltimer, %smid,
//     %nsmid, %warpid, %laneid, %gridid, %dynamic_smem_size,
//     %total_smem_size, %aggr_smem_size (sm_90+), %envreg0, __nanosleep
//   * fences and barriers: __threadfence(_block/_system), membar, fence.sc /
//     fence.acq_rel, ld.acquire / st.release / ld.relaxed via inline PTX,
//     volatile accesses, __syncthreads_count/_and/_or (bar.red), named
//     barriers (bar.sync / bar.arrive / barrier.sync with thread counts)
#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include <cstdint>

#include "corpus_features.cuh"

// ----------------------------------------------------------- constants ----
__constant__ float c_coeffs[16] = {1.0f, 0.5f, 0.25f, 0.125f, -1.0f, 3.14159265f, 2.71828182f, 1e-20f,
                                   1e20f, -0.0f, 65504.0f, 1.17549435e-38f};  // partially initialized
__constant__ double c_dcoeffs[4] = {1.0, -2.5, 1e-300, 6.02214076e23};
__constant__ int c_scalar = 42;
__constant__ unsigned char c_bytes[7] = {0, 1, 2, 3, 0xfe, 0xff, 0x80};
__constant__ short c_shorts[3] = {-1, 32767, -32768};
__constant__ unsigned long long c_u64[2] = {0xffffffffffffffffull, 0x0123456789abcdefull};
__constant__ __half c_half = __half_raw{0x3c00};
__constant__ __nv_bfloat16 c_bf16[2] = {__nv_bfloat16_raw{0x3f80}, __nv_bfloat16_raw{0xc000}};
__constant__ char c_message[] = "constant string\twith escapes\n";

struct ConstStruct {
  int id;
  float scale;
  char tag[6];
  double limit;
};
__constant__ ConstStruct c_struct = {7, 0.5f, "hello", 1e10};
__constant__ ConstStruct c_structs[2] = {{1, 1.0f, "a", 1.0}, {2, 2.0f, "bb", 2.0}};

// ------------------------------------------------------------- globals ----
__device__ int g_table[8] = {1, 2, 3, 5, 8, 13, 21, 34};
__device__ float g_float_table[4] = {0.1f, 0.2f, 0.3f, 0.4f};
__device__ int g_counter;                    // zero-initialized, no initializer list
__device__ unsigned long long g_big_array[4096];  // large uninitialized
__device__ int* g_ptr = &g_table[3];          // pointer into the middle of an array
__device__ int* g_ptr_null = nullptr;
__device__ float* g_fptr = g_float_table;
__device__ const char* g_str = "device string";  // pointer to a string literal
__device__ const char* g_strs[3] = {"alpha", "beta", "gamma"};
__device__ int** g_ptr_ptr = &g_ptr;
static __device__ int s_internal = -5;         // internal linkage
const __device__ float g_const_dev = 9.81f;
__device__ volatile int g_volatile_flag = 0;
__device__ double g_doubles[3] = {1.5, -2.25};
__device__ __half g_halfs[4] = {__half_raw{0x3c00}, __half_raw{0x4000}, __half_raw{0xbc00}, __half_raw{0x7bff}};
__device__ char4 g_char4 = {1, 2, 3, 4};
__device__ float4 g_float4s[2] = {{1.f, 2.f, 3.f, 4.f}, {5.f, 6.f, 7.f, 8.f}};
__managed__ int m_managed_counter = 100;
__managed__ float m_managed_array[16];

// Structs holding pointers: initializers mix bytes and relocated addresses.
struct Node {
  int value;
  Node* next;
  const float* data;
  char label[3];
};
// (a variable may not point into itself: PTX cannot express a circular
// initializer, so the list is built from separate variables)
__device__ Node g_node2 = {30, nullptr, nullptr, "n2"};
__device__ Node g_node1 = {20, &g_node2, &g_float_table[2], "n1"};
__device__ Node g_nodes[2] = {
    {10, &g_node1, g_float_table, "n0"},
    {15, &g_node2, &g_float_table[1], "nx"},
};

struct Packed {
  char c;
  int* p;  // at offset 8
  short s;
};
__device__ Packed g_packed = {'x', &g_table[7], 99};

// Packed structs put pointers at unaligned offsets: the PTX initializer then
// splits each address into bytes with mask expressions such as
// 0XFF(generic(g_table)+4), 0xFF00(generic(g_table)+4), ...
struct __attribute__((packed)) PackedPtr {
  char c;
  int* p;
  short s;
};
__device__ PackedPtr g_packed_ptr = {'a', &g_table[1], 7};
struct __attribute__((packed, aligned(4))) Packed4 {
  int x;
  const float* p;
};
__device__ Packed4 g_packed4[2] = {{1, &g_float_table[2]}, {2, g_float_table}};
__device__ void* g_void_ptr = (void*)&g_table[5];

// Function pointer table with a sentinel.
__device__ int fp_double(int x) { return 2 * x; }
__device__ int fp_square(int x) { return x * x; }
__device__ int fp_negate(int x) { return -x; }
typedef int (*IntFn)(int);
__device__ IntFn g_fn_table[4] = {fp_double, fp_square, fp_negate, nullptr};
__constant__ IntFn c_fn = fp_square;

extern "C" __global__ void read_globals(float* fout, int* iout, double* dout) {
  int t = threadIdx.x;
  if (t >= 16) return;
  fout[t] = c_coeffs[t] + g_float_table[t & 3] + g_const_dev + __half2float(c_half) + __bfloat162float(c_bf16[t & 1]) +
            __half2float(g_halfs[t & 3]) + g_float4s[t & 1].z + m_managed_array[t];
  int v = c_scalar + c_bytes[t % 7] + c_shorts[t % 3] + g_table[t & 7] + *g_ptr + s_internal + g_char4.w +
          c_struct.id + (int)c_struct.tag[t % 6] + c_structs[t & 1].tag[0] + c_message[t] + g_str[t % 13] +
          g_strs[t % 3][0] + **g_ptr_ptr + (g_ptr_null == nullptr);
  IntFn f = g_fn_table[t % 3];
  v += f(t) + c_fn(t);
  const Node* nd = &g_nodes[0];
  while (nd) {
    v += nd->value + (int)nd->label[1];
    if (nd->data) v += (int)(*nd->data * 10.0f);
    nd = nd->next;
  }
  v += g_packed.c + *g_packed.p + g_packed.s;
  v += g_packed_ptr.c + *g_packed_ptr.p + g_packed_ptr.s + g_packed4[t & 1].x + (int)*g_packed4[t & 1].p +
       *static_cast<int*>(g_void_ptr);
  iout[t] = v + (int)(c_u64[t & 1] >> 60) + g_volatile_flag;
  dout[t] = c_dcoeffs[t & 3] + g_doubles[t % 3] + c_struct.limit * c_structs[1].limit;
  if (t == 0) {
    atomicAdd(&g_counter, 1);
    atomicAdd(&m_managed_counter, 1);
    g_big_array[blockIdx.x & 4095] += 1;
    atomicAdd(g_fptr, 1.0f);
  }
}

// ---------------------------------------------------------- shared memory --
extern __shared__ float dyn_f[];  // one dynamic allocation, several views
extern __shared__ int4 dyn_i4[];

__device__ __noinline__ int block_scan_static(int v) {
  __shared__ int scan_buf[1024];  // static shared inside a device function
  scan_buf[threadIdx.x] = v;
  __syncthreads();
  for (unsigned off = 1; off < blockDim.x; off <<= 1) {
    int add = threadIdx.x >= off ? scan_buf[threadIdx.x - off] : 0;
    __syncthreads();
    scan_buf[threadIdx.x] += add;
    __syncthreads();
  }
  int r = scan_buf[threadIdx.x];
  __syncthreads();
  return r;
}

__global__ void dynamic_shared(const float* in, float* out, int n) {
  // dynamic smem: blockDim.x floats followed by blockDim.x / 4 int4s
  float* fs = dyn_f;
  int4* is = reinterpret_cast<int4*>(dyn_f + blockDim.x);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  fs[threadIdx.x] = i < n ? in[i] : 0.0f;
  if (threadIdx.x < blockDim.x / 4) is[threadIdx.x] = make_int4(threadIdx.x, 1, 2, 3);
  __syncthreads();
  float v = fs[blockDim.x - 1 - threadIdx.x] + (float)is[threadIdx.x / 4].x;
  (void)dyn_i4;
  int s = block_scan_static((int)v);
  volatile float* vs = fs;  // volatile shared accesses
  vs[threadIdx.x] = v;
  __syncthreads();
  if (i < n) out[i] = vs[threadIdx.x] + (float)s;
}

// --------------------------------------------------------- vector access --
struct Unaligned {
  char a;
  int b;
  short c;
  double d;
};

__global__ void vector_access(const float4* f4, const double2* d2, const int4* i4, const uchar4* u4, const short4* s4,
                              const longlong2* l2, const float2* f2, float4* out, Unaligned* uout,
                              const Unaligned* uin, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float4 a = f4[i];
  double2 b = d2[i];
  int4 c = i4[i];
  uchar4 d = u4[i];
  short4 e = s4[i];
  longlong2 f = l2[i];
  float2 g = f2[i];
  out[i] = make_float4(a.x + (float)b.y + (float)c.z, a.y + d.x + d.w, a.z + e.x + e.w + (float)f.y, a.w + g.x + g.y);
  uout[i] = uin[(i + 1) % n];  // struct copy, mixed widths
}

// ---------------------------------------------------------- cache hints --
__global__ void cache_hints(const float* __restrict__ in, const float4* __restrict__ in4, float* out, float4* out4,
                            int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float a = __ldg(in + i) + __ldcg(in + i) + __ldca(in + i) + __ldcs(in + i) + __ldlu(in + i) + __ldcv(in + i);
  float4 v = __ldg(in4 + i);
  float4 w = __ldcs(in4 + i);
  float b, c2, d;
  asm volatile("ld.global.L1::no_allocate.f32 %0, [%1];" : "=f"(b) : "l"(in + i));
  asm volatile("ld.global.L1::evict_last.L2::128B.f32 %0, [%1];" : "=f"(c2) : "l"(in + i));
#if CORPUS_SM80
  asm volatile("ld.global.nc.L1::evict_first.L2::256B.f32 %0, [%1];" : "=f"(d) : "l"(in + i));
#else
  asm volatile("ld.global.nc.L1::evict_first.f32 %0, [%1];" : "=f"(d) : "l"(in + i));
#endif
  float e;
#if CORPUS_SM80
  unsigned long long pol;
  asm volatile("createpolicy.fractional.L2::evict_last.L2::evict_unchanged.b64 %0, 0.5;" : "=l"(pol));
  asm volatile("ld.global.L2::cache_hint.f32 %0, [%1], %2;" : "=f"(e) : "l"(in + i), "l"(pol));
  asm volatile("st.global.L2::cache_hint.f32 [%0], %1, %2;" ::"l"(out + n + i), "f"(e), "l"(pol) : "memory");
  asm volatile("applypriority.global.L2::evict_normal [%0], 128;" ::"l"(in4 + (i & ~7)) : "memory");
  asm volatile("ld.global.L2::64B.f32 %0, [%1];" : "=f"(b) : "l"(in + i));
#else
  e = in[i];
#endif
  asm volatile("prefetch.global.L2 [%0];" ::"l"(in + i + 1024));
  asm volatile("prefetch.global.L1 [%0];" ::"l"(in + i + 256));
  asm volatile("prefetchu.L1 [%0];" ::"l"(in + i + 64));
#if CORPUS_SM80
  asm volatile("prefetch.global.L2::evict_last [%0];" ::"l"(in + i + 2048));
#endif
  out[i] = a + b + c2 + d + e + v.x + w.y;
  __stwb(out4 + i, v);
  __stcg(out + 2 * n + i, a);
  __stcs(out + 3 * n + i, b);
  __stwt(out + 4 * n + i, c2);
}

// Discarding a scratch line (its contents become undefined; only do it to
// data nobody reads again).
__global__ void discard_scratch(float* scratch, int lines) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= lines) return;
#if CORPUS_SM80
  asm volatile("discard.global.L2 [%0], 128;" ::"l"(scratch + 32 * i) : "memory");
#else
  scratch[32 * i] = 0.0f;
#endif
}

// ------------------------------------------------ address spaces, cvta ----
__device__ __noinline__ int classify(const void* p) {
  return (__isGlobal(p) ? 1 : 0) | (__isShared(p) ? 2 : 0) | (__isConstant(p) ? 4 : 0) | (__isLocal(p) ? 8 : 0);
}

__global__ void address_spaces(int* out) {
  __shared__ int sh[32];
  int local_arr[4] = {1, 2, 3, (int)threadIdx.x};
  volatile int* lp = local_arr;
  int t = threadIdx.x & 31;
  sh[t] = t;
  __syncthreads();
  int r = classify(out) + 16 * classify(sh) + 256 * classify(&c_scalar) + 4096 * classify((const void*)lp);
  size_t s_addr = __cvta_generic_to_shared(&sh[t]);
  size_t g_addr = __cvta_generic_to_global(out);
  size_t c_addr = __cvta_generic_to_constant(&c_scalar);
  size_t l_addr = __cvta_generic_to_local((const void*)lp);
  int* back = static_cast<int*>(__cvta_shared_to_generic(s_addr));
  unsigned isg;
  asm("{\n\t.reg .pred p;\n\tisspacep.global p, %1;\n\tselp.u32 %0, 1, 0, p;\n\t}" : "=r"(isg) : "l"(out));
  unsigned issc;
  asm("{\n\t.reg .pred p;\n\tisspacep.shared::cta p, %1;\n\tselp.u32 %0, 1, 0, p;\n\t}" : "=r"(issc) : "l"(&sh[t]));
  out[blockIdx.x * blockDim.x + threadIdx.x] =
      r + *back + (int)(s_addr & 3) + (int)(g_addr & 3) + (int)(c_addr & 3) + (int)(l_addr & 3) + lp[3] + isg + issc;
}

// ---------------------------------------------------- timers, registers ----
__global__ void timers_and_sregs(unsigned long long* t64, unsigned* info) {
  long long c0 = clock64();
  clock_t c1 = clock();
  unsigned long long gt, gid;
  unsigned smid, nsmid, warpid, laneid, dsmem, tsmem, env0, gtlo;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(gt));
  asm volatile("mov.u32 %0, %%globaltimer_lo;" : "=r"(gtlo));
  asm volatile("mov.u32 %0, %%smid;" : "=r"(smid));
  asm volatile("mov.u32 %0, %%nsmid;" : "=r"(nsmid));
  asm volatile("mov.u32 %0, %%warpid;" : "=r"(warpid));
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(laneid));
  asm volatile("mov.u64 %0, %%gridid;" : "=l"(gid));
  asm volatile("mov.u32 %0, %%dynamic_smem_size;" : "=r"(dsmem));
  asm volatile("mov.u32 %0, %%total_smem_size;" : "=r"(tsmem));
  asm volatile("mov.u32 %0, %%envreg0;" : "=r"(env0));
  unsigned agg = 0;
#if CORPUS_SM90
  asm volatile("mov.u32 %0, %%aggr_smem_size;" : "=r"(agg));
#endif
  __nanosleep(100);
  __nanosleep(laneid * 10);
  long long c2 = clock64();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  t64[3 * i] = (unsigned long long)(c2 - c0);
  t64[3 * i + 1] = gt;
  t64[3 * i + 2] = gid;
  unsigned* o = info + 10 * i;
  o[0] = smid;
  o[1] = nsmid;
  o[2] = warpid;
  o[3] = laneid;
  o[4] = dsmem;
  o[5] = tsmem;
  o[6] = env0;
  o[7] = agg;
  o[8] = (unsigned)c1;
  o[9] = gtlo;
}

// --------------------------------------------------- fences and barriers ----
// Message passing: thread 0 of block 0 publishes data then a flag with
// release semantics; thread 0 of every other block acquires it (the grid must
// be small enough for all blocks to be resident at once).
__device__ int g_payload[4];
__device__ int g_flag;

__global__ void fences_and_flags(int* out, int expected_flag) {
  if (threadIdx.x != 0) return;
  if (blockIdx.x == 0) {
    for (int k = 0; k < 4; ++k) g_payload[k] = k * expected_flag;
    __threadfence();
    asm volatile("st.release.gpu.global.s32 [%0], %1;" ::"l"(&g_flag), "r"(expected_flag) : "memory");
  } else {
    int f;
    do {
      asm volatile("ld.acquire.gpu.global.s32 %0, [%1];" : "=r"(f) : "l"(&g_flag) : "memory");
      if (f != expected_flag) __nanosleep(64);
    } while (f != expected_flag);
    int relaxed;
    asm volatile("ld.relaxed.gpu.global.s32 %0, [%1];" : "=r"(relaxed) : "l"(&g_payload[3]) : "memory");
    out[blockIdx.x] = g_payload[0] + g_payload[1] + relaxed;
  }
  __threadfence_block();
  __threadfence_system();
  asm volatile("membar.cta;" ::: "memory");
  asm volatile("membar.gl;" ::: "memory");
  asm volatile("membar.sys;" ::: "memory");
  asm volatile("fence.sc.cta;" ::: "memory");
  asm volatile("fence.acq_rel.gpu;" ::: "memory");
  asm volatile("fence.acq_rel.sys;" ::: "memory");
}

__global__ void block_votes_and_named_barriers(const int* in, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  int cnt = __syncthreads_count(v > 0);
  int all = __syncthreads_and(v >= 0);
  int any = __syncthreads_or(v > 1000);
  __shared__ int stage[256];
  // named barrier 1: the first 128 threads produce, the next 128 consume
  if (blockDim.x == 256) {
    if (threadIdx.x < 128) {
      stage[threadIdx.x] = v;
      asm volatile("bar.arrive 1, 256;" ::: "memory");
    } else {
      asm volatile("bar.sync 1, 256;" ::: "memory");
      stage[threadIdx.x] = stage[threadIdx.x - 128] * 2;
    }
    asm volatile("barrier.sync 2, 256;" ::: "memory");
    asm volatile("barrier.sync.aligned 3;" ::: "memory");
    unsigned pr;
    asm volatile(
        "{\n\t.reg .pred p, q;\n\tsetp.ne.s32 p, %1, 0;\n\tbar.red.or.pred q, 4, p;\n\tselp.u32 %0, 1, 0, q;\n\t}"
        : "=r"(pr)
        : "r"(v & 1));
    unsigned popc;
    asm volatile("{\n\t.reg .pred p;\n\tsetp.gt.s32 p, %1, 0;\n\tbar.red.popc.u32 %0, 5, p;\n\t}"
                 : "=r"(popc)
                 : "r"(v));
    v += stage[255 - threadIdx.x] + (int)pr + (int)popc;
  }
  if (i < n) out[i] = v + cnt + all + any;
}
